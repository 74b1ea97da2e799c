import path from 'node:path'
import { START_COMMAND, standaloneDir } from '../../scripts/standalone'

const root = path.join(import.meta.dirname, '../..')

/**
 * A build's standalone server on a port, started the way the Dockerfile starts it (its CMD inside the
 * standalone folder), with a fresh embedded database per run kept outside that folder.
 */
export function standaloneServer(distDir: string, port: number, leadsDataDir: string): { command: string; env: Record<string, string> } {
  const dataDir = path.resolve(root, leadsDataDir)
  return {
    command: `rm -rf ${dataDir} && cd ${path.join(root, standaloneDir(distDir))} && ${START_COMMAND.join(' ')}`,
    env: { PORT: String(port), HOSTNAME: '127.0.0.1', LEADS_DATA_DIR: dataDir },
  }
}
