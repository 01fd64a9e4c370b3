/** How the Integrations screen writes a moment (date-fns patterns, as the other admin screens). */
export const DATE_TIME_FORMAT = "dd/MM/yyyy HH:mm";
export const TIME_FORMAT = "HH:mm:ss";
