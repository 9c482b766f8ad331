import type { Role } from "../../../../domain/options";
import { apiRequest } from "./http";

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: string;
}

export interface UserPayload {
  name: string;
  email: string;
  role: Role;
  /** Required on create; on edit omitted to keep the current password. */
  password?: string;
}

export const fetchUsers = () => apiRequest<AdminUser[]>("GET", "/api/users");
export const createUser = (user: UserPayload) => apiRequest<AdminUser>("POST", "/api/users", user);
export const updateUser = (id: string, user: UserPayload) =>
  apiRequest<AdminUser>("PUT", `/api/users/${encodeURIComponent(id)}`, user);
export const deleteUser = (id: string) =>
  apiRequest<unknown>("DELETE", `/api/users/${encodeURIComponent(id)}`);
/** Signs the user out on every device. */
export const endUserSessions = (id: string) =>
  apiRequest<{ ended: number }>("DELETE", `/api/users/${encodeURIComponent(id)}/sessions`);
