// Preloaded into a process the bench profiles (`node --require`): SIGINT ends it through
// process.exit, so that --cpu-prof writes its profile (the default handler skips that).
process.on("SIGINT", () => process.exit(0));
