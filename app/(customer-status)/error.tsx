"use client";
export { default } from "../(customer)/error";
