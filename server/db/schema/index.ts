export * from "./accounts";
export * from "./monnify";
export * from "./monnify-sandbox";
export * from "./wallet";
export * from "./vtpass-sandbox";
export * from "./purchases";
