import type { DashboardData } from "#server/api/dashboard";
import { apiRequest } from "./http";

export type { DashboardData };

export const fetchDashboard = () => apiRequest<DashboardData>("GET", "/api/admin/dashboard");
