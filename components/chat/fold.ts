/** Text compared ignoring case and accents, as the server's fold_text ("joao" finds "João"). */
export const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
