/** Whether two stored names are the same one: equal once Latin letters are compared without case (names arrive trimmed, ی/ک normalised). */
export const sameText = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()
