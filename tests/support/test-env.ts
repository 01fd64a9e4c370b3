// Settings every Jest suite runs with, before its modules load. Factories and sign-ins hash
// thousands of passwords a run: bcrypt at cost 4 instead of 10 (allowed only under NODE_ENV=test).
process.env.PASSWORD_HASH_COST ??= "4";
