import type { Contact } from "./contacts";
import { apiRequest } from "./http";

export interface DashboardData {
  totalSolutions: number;
  totalUsers: number;
  totalContacts: number;
  solutionsByTier: { bronze: number; silver: number; gold: number };
  contactsByStatus: { new: number; inProgress: number; completed: number };
  latestContacts: Contact[];
  /** Mail waiting to be sent; `failing` of it failed its last attempt, the newest with `lastError`. */
  mail?: { queued: number; failing: number; lastError: string | null };
}

export const fetchDashboard = () => apiRequest<DashboardData>("GET", "/api/admin/dashboard");
