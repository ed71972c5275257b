/** A structured log line (JSON, one per line) as the request logs write them, for journald and friends. */
export type Logger = (message: string, fields?: Record<string, unknown>) => void;

export function jsonLogger(service: string, level: 'info' | 'warn' | 'error' = 'info'): Logger {
  return (message, fields) => {
    const line = JSON.stringify({ level, time: Date.now(), service, msg: message.trim(), ...fields });
    (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
  };
}
