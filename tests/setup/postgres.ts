import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "../helpers/postgres-cluster.js";

/** One throwaway PostgreSQL cluster for the run; each test file makes its own database in it (tests/helpers/postgres.ts). */
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startPostgresCluster();
  project.provide("postgresAdminUrl", cluster.adminUrl);
  return () => cluster.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}
