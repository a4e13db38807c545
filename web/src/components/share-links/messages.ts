/** The share buttons' texts, in one place for a later translation. */
export const SHARE_TEXT = {
  share: 'Share…',
  shareWith: (title: string) => `Share ${title} with another app`,
  whatsApp: 'WhatsApp',
  whatsAppWith: (title: string) => `Share ${title} on WhatsApp (opens in a new tab)`,
  copyLink: 'Copy link',
  copyLinkOf: (title: string) => `Copy link to ${title}`,
  linkCopied: 'Link copied',
  copyByHand: 'Copy this link:',
} as const;
