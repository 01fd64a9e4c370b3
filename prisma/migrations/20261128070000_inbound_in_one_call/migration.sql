-- An inbound batch was eight round trips (its settings and redeliveries, BEGIN, the contacts, the
-- tickets in progress, the messages, the tickets' last message, COMMIT, and more for a new or
-- reopened ticket, a quote or a file), each a write and a read on both sides: on this kind of
-- machine the system calls alone were about a fifth of the server's CPU per message.
-- receive_inbound does them in one call, each statement still with its own snapshot (a volatile
-- function's statements see what committed before them), so the contact's row lock still
-- serializes that contact's tickets.
-- find_or_open_tickets is the rule of which ticket a contact's message belongs to, for the inbound
-- batch and for the forwards and scheduled sends that call it (lib/tickets/find-or-open-tickets.ts).
CREATE OR REPLACE FUNCTION find_or_open_tickets(
  p_id_graf integer, p_whatsapp_id integer, p_reopen_within_seconds double precision, p_at timestamp(3),
  p_contact_ids integer[], p_is_groups boolean[]
) RETURNS TABLE (contact_id integer, ticket_id integer, created boolean, reopened boolean, closed_user_id integer, closed_queue_id integer)
LANGUAGE plpgsql AS U&'
DECLARE
  found_contacts integer[]\003B
  found_tickets integer[]\003B
  back_contacts integer[]\003B
  back_tickets integer[]\003B
  back_users integer[]\003B
  back_queues integer[]\003B
  queue_ids integer[]\003B
  has_chatbot boolean\003B
  default_queue integer\003B
BEGIN
  SELECT coalesce(array_agg(t."contactId"), ''{}''), coalesce(array_agg(t."id"), ''{}'') INTO found_contacts, found_tickets
  FROM "Ticket" t
  WHERE t."whatsappId" = p_whatsapp_id AND t."contactId" = ANY(p_contact_ids) AND t."status" IN (''pending'', ''open'')\003B
  RETURN QUERY SELECT f.c, f.t, false, false, NULL::integer, NULL::integer FROM unnest(found_contacts, found_tickets) AS f(c, t)\003B
  IF cardinality(found_contacts) = cardinality(p_contact_ids) THEN
    RETURN\003B
  END IF\003B

  WITH latest AS (
    SELECT DISTINCT ON (t."contactId") t."id", t."contactId", t."userId", t."queueId" FROM "Ticket" t
    WHERE t."whatsappId" = p_whatsapp_id AND t."contactId" = ANY(p_contact_ids) AND t."contactId" <> ALL(found_contacts)
      AND t."status" = ''closed'' AND t."closedAt" >= p_at - make_interval(secs => p_reopen_within_seconds)
    ORDER BY t."contactId", t."closedAt" DESC
  ), back AS (
    UPDATE "Ticket" t SET "status" = ''pending'', "userId" = NULL, "closedAt" = NULL, "updatedAt" = p_at
    FROM latest l WHERE t."id" = l."id"
    RETURNING l."contactId", l."id", l."userId", l."queueId"
  )
  SELECT coalesce(array_agg(b."contactId"), ''{}''), coalesce(array_agg(b."id"), ''{}''), coalesce(array_agg(b."userId"), ''{}''),
    coalesce(array_agg(b."queueId"), ''{}'')
  INTO back_contacts, back_tickets, back_users, back_queues FROM back b\003B
  RETURN QUERY SELECT r.c, r.t, false, true, r.u, r.q FROM unnest(back_contacts, back_tickets, back_users, back_queues) AS r(c, t, u, q)\003B
  IF cardinality(found_contacts) + cardinality(back_contacts) = cardinality(p_contact_ids) THEN
    RETURN\003B
  END IF\003B

  -- A new ticket''s department: with one there is nothing to choose\003B with several and no chatbot,
  -- the connection''s default department\003B with the chatbot on, none until the contact picks from
  -- its menu (lib/chatbot/route-inbound.ts).
  SELECT w."hasChatbot", w."defaultQueueId", ARRAY(SELECT q."queueId" FROM "WhatsappQueue" q WHERE q."whatsappId" = w."id" LIMIT 2)
  INTO has_chatbot, default_queue, queue_ids FROM "Whatsapp" w WHERE w."id" = p_whatsapp_id\003B
  RETURN QUERY WITH opened AS (
    INSERT INTO "Ticket" ("idGraf", "contactId", "whatsappId", "isGroup", "status", "queueId", "updatedAt")
    SELECT p_id_graf, f.c, p_whatsapp_id, f.g, ''pending'',
      CASE WHEN cardinality(queue_ids) = 1 THEN queue_ids[1] WHEN cardinality(queue_ids) > 1 AND NOT has_chatbot THEN default_queue END,
      p_at
    FROM unnest(p_contact_ids, p_is_groups) WITH ORDINALITY AS f(c, g, n)
    WHERE f.c <> ALL(found_contacts || back_contacts)
    ORDER BY f.n
    RETURNING "Ticket"."contactId", "Ticket"."id"
  ) SELECT o."contactId", o."id", true, false, NULL::integer, NULL::integer FROM opened o\003B
END';

CREATE OR REPLACE FUNCTION receive_inbound(
  p_id_graf integer, p_whatsapp_id integer, p_group_default text, p_reopen_default text, p_at timestamp(3),
  p_contacts jsonb, p_messages jsonb, p_media_queue text
) RETURNS TABLE (provider_id text, message_id integer, ticket_id integer, ticket_contact_id integer, ticket_created boolean,
  ticket_reopened boolean, closed_user_id integer, closed_queue_id integer)
LANGUAGE plpgsql AS U&'
DECLARE
  ignore_groups boolean\003B
  reopen_within double precision\003B
  kept text[]\003B
  numbers text[]\003B
  contact_ids integer[]\003B
  ticket_contacts integer[]\003B
  ticket_groups boolean[]\003B
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
  SELECT array_agg(f.contact_id), array_agg(f.ticket_id), array_agg(f.created), array_agg(f.reopened), array_agg(f.closed_user_id),
    array_agg(f.closed_queue_id)
  INTO t_contacts, t_tickets, t_created, t_reopened, t_users, t_queues
  FROM find_or_open_tickets(p_id_graf, p_whatsapp_id, reopen_within, p_at, ticket_contacts, ticket_groups) f\003B

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

  RETURN QUERY SELECT s."provider", s."id", t.ticket, t.contact, t.created, t.reopened, t.closed_user, t.closed_queue
  FROM unnest(stored_ids, stored_providers) AS s("id", "provider")
    JOIN jsonb_to_recordset(p_messages) AS m("id" text, "ticketNumber" text) ON m."id" = s."provider"
    JOIN unnest(numbers, contact_ids) AS c("number", "id") ON c."number" = m."ticketNumber"
    JOIN unnest(t_contacts, t_tickets, t_created, t_reopened, t_users, t_queues)
      AS t(contact, ticket, created, reopened, closed_user, closed_queue) ON t.contact = c."id"\003B
END';
