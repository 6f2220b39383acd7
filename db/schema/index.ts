export * from "./admin";
export * from "./bookings";
export * from "./enquiries";
export * from "./notifications";
export * from "./reviews";
export * from "./shop";
export * from "./tours";
export * from "./security";
