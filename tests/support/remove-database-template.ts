import { currentTemplate, removeTemplate } from "./database-templates";

const template = currentTemplate();
if (template) {
  removeTemplate(template).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
