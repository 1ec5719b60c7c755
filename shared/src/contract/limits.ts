/**
 * The platform's length limits of text fields, in characters. The schemas check them on the server;
 * the forms give them to Field's maxLength, so a form never takes text the platform would refuse.
 */
export const MAX_LENGTH = {
  /** A street as the geocoder writes it. */
  street: 300,
  /** building, entrance, floor, apartment, intercom. */
  addressPart: 50,
  /** A point's or a saved address's note to the courier (extra_info). */
  extraInfo: 500,
  contactName: 200,
  phoneNumber: 20,
  /** A company's or a branch's name. */
  name: 200,
  /** A product the courier takes payment for. */
  itemTitle: 200,
  /** A note on a courier's task, on a cancellation or on a branch. */
  comment: 500,
  /** An order's comment and a rating's. */
  longComment: 1000,
  workingHours: 50,
} as const;
