/** WhatsApp's *bold* marks as bold text: the signature puts the attendant's name in them. */
export function WhatsAppBold({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/(\*[^*\n]+\*)/)
        .map((part, i) =>
          part.length > 2 && part.startsWith("*") && part.endsWith("*") ? (
            <strong key={i}>{part.slice(1, -1)}</strong>
          ) : (
            part
          ),
        )}
    </>
  );
}
