-- The inbound batch answers a satisfaction rating (lib/tickets/README.md, Ratings): receive_inbound
-- takes how long a question stays open and says which message gave its ticket a rating.
DROP FUNCTION receive_inbound(integer, integer, text, text, timestamp(3), jsonb, jsonb, text);

CREATE FUNCTION receive_inbound(
  p_id_graf integer, p_whatsapp_id integer, p_group_default text, p_reopen_default text, p_at timestamp(3),
  p_contacts jsonb, p_messages jsonb, p_media_queue text, p_rating_within_seconds double precision
) RETURNS TABLE (provider_id text, message_id integer, ticket_id integer, ticket_contact_id integer, ticket_created boolean,
  ticket_reopened boolean, closed_user_id integer, closed_queue_id integer, rating integer)
LANGUAGE plpgsql AS U&'
DECLARE
  ignore_groups boolean\003B
  reopen_within double precision\003B
  kept text[]\003B
  numbers text[]\003B
  contact_ids integer[]\003B
  ticket_contacts integer[]\003B
  ticket_groups boolean[]\003B
  rated_contacts integer[]\003B
  rated_tickets integer[]\003B
  rated_rates integer[]\003B
  open_contacts integer[]\003B
  open_groups boolean[]\003B
  t_contacts integer[]\003B
  t_tickets integer[]\003B
  t_created boolean[]\003B
  t_reopened boolean[]\003B
  t_users integer[]\003B
  t_queues integer[]\003B
  stored_ids integer[]\003B
  stored_providers text[]\003B
BEGIN
  -- The tenant''s settings (stored, else the defaults the caller gives) and which messages to keep:
  -- not a group''s while CheckMsgIsGroup is on, not one stored already (a redelivery).
  SELECT coalesce(max(s."value") FILTER (WHERE s."key" = ''CheckMsgIsGroup''), p_group_default) = ''enabled'',
    coalesce(max(s."value") FILTER (WHERE s."key" = ''timeCreateNewTicket''), p_reopen_default)::double precision
  INTO ignore_groups, reopen_within
  FROM "Setting" s WHERE s."idGraf" = p_id_graf AND s."key" IN (''CheckMsgIsGroup'', ''timeCreateNewTicket'')\003B
  SELECT array_agg(m."id") INTO kept
  FROM jsonb_to_recordset(p_messages) AS m("id" text, "isGroup" boolean)
  WHERE NOT (m."isGroup" AND ignore_groups)
    AND NOT EXISTS (SELECT 1 FROM "Message" x WHERE x."whatsappId" = p_whatsapp_id AND x."providerMessageId" = m."id")\003B
  IF kept IS NULL THEN
    RETURN\003B
  END IF\003B

  -- One row per number: the first name the provider reported, else the bare number. In number
  -- order, so two batches never wait on each other''s contacts crosswise. A reported name replaces
  -- only a name that is still the bare number, never one an attendant gave.
  WITH chosen AS (
    SELECT DISTINCT ON (c."number") c."number", c."name", c."isGroup"
    FROM jsonb_to_recordset(p_contacts) AS c("n" integer, "number" text, "name" text, "isGroup" boolean, "message" text)
    WHERE c."message" = ANY(kept)
    ORDER BY c."number", c."name" = c."number", c."n"
  ), upserted AS (
    INSERT INTO "Contact" ("idGraf", "name", "number", "isGroup", "createdAt", "updatedAt")
    SELECT p_id_graf, c."name", c."number", c."isGroup", p_at, p_at FROM chosen c
    ORDER BY c."number" COLLATE "C"
    ON CONFLICT ("idGraf", "number") DO UPDATE SET
      "name" = CASE WHEN "Contact"."name" = "Contact"."number" THEN EXCLUDED."name" ELSE "Contact"."name" END,
      "updatedAt" = EXCLUDED."updatedAt"
    RETURNING "Contact"."id", "Contact"."number"
  )
  SELECT array_agg(u."number"), array_agg(u."id") INTO numbers, contact_ids FROM upserted u\003B

  -- Each conversation''s contact (the group''s for a group message), in the order they first wrote.
  SELECT array_agg(c."id" ORDER BY t."first"), array_agg(t."isGroup" ORDER BY t."first") INTO ticket_contacts, ticket_groups
  FROM (
    SELECT m."ticketNumber", bool_or(m."isGroup") AS "isGroup", min(m."n") AS "first"
    FROM jsonb_to_recordset(p_messages) AS m("n" integer, "id" text, "ticketNumber" text, "isGroup" boolean)
    WHERE m."id" = ANY(kept)
    GROUP BY m."ticketNumber"
  ) t
  JOIN unnest(numbers, contact_ids) AS c("number", "id") ON c."number" = t."ticketNumber"\003B

  -- A conversation whose one message is the contact''s 1 to 5 answers the rating asked of its
  -- latest closed ticket on this connection within the window, while no ticket of theirs is in
  -- progress there: the answer is the rating, and the message joins that ticket, which stays
  -- closed. Any other message of the contact ends the question unanswered.
  WITH answer AS (
    SELECT m."ticketNumber", min(btrim(m."body")) AS "rate"
    FROM jsonb_to_recordset(p_messages) AS m("id" text, "ticketNumber" text, "isGroup" boolean, "fromMe" boolean, "body" text)
    WHERE m."id" = ANY(kept)
    GROUP BY m."ticketNumber"
    HAVING count(*) = 1 AND bool_and(NOT m."isGroup" AND NOT m."fromMe" AND btrim(m."body") ~ ''^[1-5]$'')
  ), asked AS (
    SELECT DISTINCT ON (c."id") c."id" AS "contactId", r."id", r."ticketId", a."rate"
    FROM answer a JOIN unnest(numbers, contact_ids) AS c("number", "id") ON c."number" = a."ticketNumber"
      JOIN "Ticket" t ON t."contactId" = c."id" AND t."whatsappId" = p_whatsapp_id AND t."status" = ''closed''
      JOIN "TicketRating" r ON r."ticketId" = t."id" AND r."rate" IS NULL
        AND r."askedAt" >= p_at - make_interval(secs => p_rating_within_seconds)
    WHERE NOT EXISTS (SELECT 1 FROM "Ticket" o
      WHERE o."contactId" = c."id" AND o."whatsappId" = p_whatsapp_id AND o."status" IN (''pending'', ''open''))
    ORDER BY c."id", r."askedAt" DESC
  ), rated AS (
    UPDATE "TicketRating" r SET "rate" = a."rate"::integer, "ratedAt" = p_at FROM asked a WHERE r."id" = a."id"
    RETURNING a."contactId", a."ticketId", r."rate"
  )
  SELECT coalesce(array_agg(r."contactId"), ''{}''), coalesce(array_agg(r."ticketId"), ''{}''), coalesce(array_agg(r."rate"), ''{}'')
  INTO rated_contacts, rated_tickets, rated_rates FROM rated r\003B
  DELETE FROM "TicketRating" r USING "Ticket" t
  WHERE r."rate" IS NULL AND t."id" = r."ticketId" AND t."whatsappId" = p_whatsapp_id AND t."contactId" IN (
    SELECT c."id" FROM jsonb_to_recordset(p_messages) AS m("id" text, "ticketNumber" text, "fromMe" boolean)
      JOIN unnest(numbers, contact_ids) AS c("number", "id") ON c."number" = m."ticketNumber"
    WHERE m."id" = ANY(kept) AND NOT m."fromMe" AND c."id" <> ALL(rated_contacts))\003B

  SELECT coalesce(array_agg(f.c ORDER BY f.n), ''{}''), coalesce(array_agg(f.g ORDER BY f.n), ''{}'') INTO open_contacts, open_groups
  FROM unnest(ticket_contacts, ticket_groups) WITH ORDINALITY AS f(c, g, n) WHERE f.c <> ALL(rated_contacts)\003B
  SELECT array_agg(f.contact_id), array_agg(f.ticket_id), array_agg(f.created), array_agg(f.reopened), array_agg(f.closed_user_id),
    array_agg(f.closed_queue_id)
  INTO t_contacts, t_tickets, t_created, t_reopened, t_users, t_queues
  FROM (
    SELECT * FROM find_or_open_tickets(p_id_graf, p_whatsapp_id, reopen_within, p_at, open_contacts, open_groups)
    UNION ALL
    SELECT r.c, r.t, false, false, NULL::integer, NULL::integer FROM unnest(rated_contacts, rated_tickets) AS r(c, t)
  ) f\003B

  -- A concurrent delivery that stored a message first wins it\003B each ticket''s last message, time
  -- and unread count come from what this call stored\003B one download job per stored file.
  WITH m AS (
    SELECT * FROM jsonb_to_recordset(p_messages) AS m("n" integer, "id" text, "ticketNumber" text, "senderNumber" text,
      "body" text, "fromMe" boolean, "ack" integer, "kind" text, "mediaUrl" text, "fileName" text, "mimetype" text, "raw" jsonb,
      "at" timestamp(3), "preview" text)
    WHERE m."id" = ANY(kept)
  ), contact AS (
    SELECT * FROM unnest(numbers, contact_ids) AS c("number", "id")
  ), ticket AS (
    SELECT * FROM unnest(t_contacts, t_tickets) AS t("contactId", "id")
  ), stored AS (
    INSERT INTO "Message" ("idGraf", "ticketId", "whatsappId", "contactId", "providerMessageId", "body", "fromMe", "read",
      "ack", "mediaType", "mediaUrl", "mediaNameOriginal", "dataJson", "createdAt", "updatedAt")
    SELECT p_id_graf, t."id", p_whatsapp_id, s."id", m."id", m."body", m."fromMe", m."fromMe", m."ack", m."kind", m."mediaUrl",
      m."fileName", m."raw", m."at", p_at
    FROM m JOIN contact tc ON tc."number" = m."ticketNumber" JOIN ticket t ON t."contactId" = tc."id"
      LEFT JOIN contact s ON s."number" = m."senderNumber"
    ORDER BY m."n"
    ON CONFLICT ("whatsappId", "providerMessageId") DO NOTHING
    RETURNING "Message"."id", "Message"."providerMessageId", "Message"."ticketId"
  ), touched AS (
    UPDATE "Ticket" t SET "lastMessage" = v."preview", "lastMessageTime" = v."at", "unreadMessages" = t."unreadMessages" + v."unread",
      "unread" = t."unread" OR v."unread" > 0, "updatedAt" = p_at
    FROM (
      SELECT DISTINCT ON (s."ticketId") s."ticketId", m."preview", m."at",
        count(*) FILTER (WHERE NOT m."fromMe") OVER (PARTITION BY s."ticketId") AS "unread"
      FROM stored s JOIN m ON m."id" = s."providerMessageId"
      ORDER BY s."ticketId", m."n" DESC
    ) v
    WHERE t."id" = v."ticketId"
  ), queued AS (
    INSERT INTO "Job" ("queue", "key", "payload", "runAt")
    SELECT p_media_queue, p_media_queue || '':'' || s."id", jsonb_build_object(''messageId'', s."id", ''mimetype'', m."mimetype"), p_at
    FROM stored s JOIN m ON m."id" = s."providerMessageId"
    WHERE m."mimetype" IS NOT NULL
    ON CONFLICT ("key") DO NOTHING
  )
  SELECT coalesce(array_agg(s."id"), ''{}''), coalesce(array_agg(s."providerMessageId"), ''{}'') INTO stored_ids, stored_providers FROM stored s\003B

  -- Replies point at the messages they quote, including ones stored just now: only at a message of
  -- the reply''s own ticket, since the quoted id comes from whoever wrote the reply.
  UPDATE "Message" AS x SET "quotedMsgId" = q."id"
  FROM unnest(stored_ids, stored_providers) AS s("id", "provider")
    JOIN jsonb_to_recordset(p_messages) AS m("id" text, "quotedId" text) ON m."id" = s."provider"
    JOIN "Message" AS q ON q."whatsappId" = p_whatsapp_id AND q."providerMessageId" = m."quotedId"
  WHERE x."id" = s."id" AND q."ticketId" = x."ticketId"\003B

  RETURN QUERY SELECT s."provider", s."id", t.ticket, t.contact, t.created, t.reopened, t.closed_user, t.closed_queue, r.rate
  FROM unnest(stored_ids, stored_providers) AS s("id", "provider")
    JOIN jsonb_to_recordset(p_messages) AS m("id" text, "ticketNumber" text) ON m."id" = s."provider"
    JOIN unnest(numbers, contact_ids) AS c("number", "id") ON c."number" = m."ticketNumber"
    JOIN unnest(t_contacts, t_tickets, t_created, t_reopened, t_users, t_queues)
      AS t(contact, ticket, created, reopened, closed_user, closed_queue) ON t.contact = c."id"
    LEFT JOIN unnest(rated_contacts, rated_rates) AS r(contact, rate) ON r.contact = c."id"\003B
END';
