export * from "./accounts";
export * from "./monnify";
export * from "./monnify-sandbox";
export * from "./wallet";
export * from "./vtpass-sandbox";
export * from "./purchases";
export * from "./merchant";
export * from "./monnify-invoice-sandbox";
