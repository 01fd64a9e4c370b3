export type ScheduleContact = { id: number; name: string; number: string; profilePicUrl?: string | null };

export type Schedule = {
  id: number;
  body: string;
  contactId: number;
  contact: ScheduleContact;
  sendAt: string;
  sentAt: string | null;
  status: string;
  error: string | null;
  ticketId: number | null;
  timezone: string | null;
  updatedAt: string;
};

export type SchedulesPage = { schedules: Schedule[]; hasMore: boolean };
