export { DELETE } from "@/app/api/whatsappsession/[id]/route";
