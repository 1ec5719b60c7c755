export { ClientTokens } from './ui/client-tokens';
export { tokensClosed, tokensRequested } from './model/client-tokens-model';
