import { type Answered, call } from "./http";

export type DashboardData = Answered<"GET /api/admin/dashboard">;

export const fetchDashboard = () => call("GET /api/admin/dashboard");
