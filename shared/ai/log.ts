/**
 * Structured logging of the AI layer: one JSON line per event, always naming the writer
 * ('anthropic' or 'offline') and the model, never the prompt or the text.
 */
export type AiLogEvent = { level: 'info' | 'warn' | 'error'; msg: string } & Record<string, unknown>;
export type AiLogger = (event: AiLogEvent) => void;

export const defaultLogger: AiLogger = (event) => {
  if (process.env.AI_LOG === 'off') return;
  const line = JSON.stringify({ time: new Date().toISOString(), ...event });
  if (event.level === 'error') console.error(line);
  else console.log(line);
};

export const silentLogger: AiLogger = () => undefined;
