/**
 * A platform GET described once for two places: the app that makes it (`platformRequest` takes it as
 * it is) and the shell, which starts it early and hands its answer over (decision 0010).
 */
export interface PlatformCall {
  method: 'get';
  url: string;
  params?: Record<string, string | number | boolean>;
}
