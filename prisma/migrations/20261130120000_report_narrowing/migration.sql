-- A report narrowed to an attendant or a department reads the events and per-ticket hours of its
-- range that happened by them or there (the tally keeps no attendant per department). By the range
-- alone it read every event and hour of the range to keep a twelfth or a fortieth of them: 90 days
-- of a year of a large operation took 300 ms.
CREATE INDEX "AttendanceEvent_idGraf_name_userId_at" ON "AttendanceEvent" ("idGraf", "name", "userId", "at") INCLUDE ("scope", "queueId", "seconds");

CREATE INDEX "AttendanceEvent_idGraf_name_queueId_at" ON "AttendanceEvent" ("idGraf", "name", "queueId", "at") INCLUDE ("scope", "userId", "seconds");

CREATE INDEX "SentMessageHour_idGraf_userId_hour" ON "SentMessageHour" ("idGraf", "userId", "hour") INCLUDE ("queueId", "count");

CREATE INDEX "SentMessageHour_idGraf_queueId_hour" ON "SentMessageHour" ("idGraf", "queueId", "hour") INCLUDE ("userId", "count");
