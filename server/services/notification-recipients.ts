/**
 * Who is told of enquiries: read through this one function, so recipients can become a setting
 * (issue 34, item 6) without each mail that goes to them changing. Today: NOTIFY_EMAIL alone.
 */
export const notificationRecipients = (notifyEmail: string | undefined) => async (): Promise<string[]> =>
  notifyEmail ? [notifyEmail] : [];
