/**
 * The two platform calls a signed-in start-up makes before any page can show (§7 users/me and the
 * company). Named once: the inline script of index.html starts them, the session gate takes them.
 */
export const PROFILE_CALLS = {
  me: '/rocket/users/me',
  company: '/rocket/v0/business/company',
} as const;

/**
 * The address of a phone's home screen, which lists the active orders (§2): a first load of it asks
 * for them at once, from index.html. Other first loads leave them to their page (§2 "on navigation").
 */
export const PHONE_HOME_PATH = '/';

/**
 * The address of the order form: a first load of it asks for the form's first calls at once, from
 * index.html (`orderFormFirstCalls`), and the shell hands those answers to the form.
 */
export const ORDER_FORM_PATH = '/orders/new';
