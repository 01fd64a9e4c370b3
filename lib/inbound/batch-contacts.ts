export type ContactInput = { number: string; name?: string; isGroup: boolean };

/**
 * A batch's contacts, one per number, as receive_inbound upserts them: a name the provider
 * reports, else the bare number (which a later reported name replaces, but never a name an
 * attendant gave: the function's ON CONFLICT).
 */
export function batchContacts(contacts: ContactInput[]): { number: string; name: string; isGroup: boolean }[] {
  const byNumber = new Map<string, { name: string; isGroup: boolean }>();
  for (const contact of contacts) {
    const name = contact.name?.trim();
    const known = byNumber.get(contact.number);
    if (!known || (name && known.name === contact.number)) byNumber.set(contact.number, { name: name || contact.number, isGroup: contact.isGroup });
  }
  return [...byNumber].map(([number, { name, isGroup }]) => ({ number, name, isGroup }));
}
