import type { Role } from "../../../../domain/options";
import { apiRequest } from "./http";

export interface SignedInUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

export const fetchCurrentUser = () => apiRequest<SignedInUser>("GET", "/api/auth/me");
export const logout = () => apiRequest<unknown>("GET", "/api/auth/logout");
