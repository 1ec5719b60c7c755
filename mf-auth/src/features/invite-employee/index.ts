export { InviteForm } from './ui/invite-form';
export {
  $phoneError,
  $values,
  employeeInvited,
  inviteEmployeeFx,
  inviteFormClosed,
  inviteFormOpened,
  inviteSubmitted,
  nameChanged,
  phoneChanged,
} from './model/invite-model';
export { checkInvite, phoneErrorOf } from './lib/invite-form';
