export * from "./accounts";
export * from "./monnify";
export * from "./monnify-sandbox";
