import { RequiredText } from "./TextFields.ts"

/** The longest first or last name stored. */
export const maxPersonNameLength = 50

/** The Persian messages of a person's name, shared by the user and customer forms. */
export const personNameMessages = {
  nameRequired: "نام الزامی است",
  nameTooLong: "نام باید حداکثر 50 کاراکتر باشد",
  lastNameRequired: "نام خانوادگی الزامی است",
  lastNameTooLong: "نام خانوادگی باید حداکثر 50 کاراکتر باشد",
} as const

/** A first name: required, at most 50 characters, ي/ك stored as ی/ک. */
export const FirstName = RequiredText(
  { required: personNameMessages.nameRequired, tooLong: personNameMessages.nameTooLong },
  maxPersonNameLength,
)

/** A last name: required, at most 50 characters, ي/ك stored as ی/ک. */
export const LastName = RequiredText(
  { required: personNameMessages.lastNameRequired, tooLong: personNameMessages.lastNameTooLong },
  maxPersonNameLength,
)
