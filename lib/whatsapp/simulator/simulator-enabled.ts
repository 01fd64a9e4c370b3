/** The simulator is for trying and testing: on unless production leaves SIMULATOR_ENABLED unset. */
export const simulatorEnabled = () => process.env.NODE_ENV !== "production" || process.env.SIMULATOR_ENABLED === "1";
