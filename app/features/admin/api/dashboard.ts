import type { Contact } from "./contacts";
import { apiRequest } from "./http";

export interface DashboardData {
  totalSolutions: number;
  totalUsers: number;
  totalContacts: number;
  solutionsByTier: { bronze: number; silver: number; gold: number };
  contactsByStatus: { new: number; inProgress: number; completed: number };
  latestContacts: Contact[];
}

export const fetchDashboard = () => apiRequest<DashboardData>("GET", "/api/admin/dashboard");
