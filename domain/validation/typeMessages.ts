/** The Persian messages of a value of the wrong kind: an object, a list or a yes/no where text is read, anything but a list where a list is. */
export const typeMessages = {
  notText: "مقدار این فیلد باید متن باشد",
  notList: "مقدار این فیلد باید فهرست باشد",
} as const
