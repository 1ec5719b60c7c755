/** The error-report bot sink and the IP geolocation fallback. */
import { z } from 'zod';

/** POST /bot/sendMessage (Telegram-like). */
export const botSendMessageRequestSchema = z.object({
  chat_id: z.union([z.string().min(1).max(100), z.number().int()]),
  text: z.string().min(1).max(4096),
  parse_mode: z.string().max(20).optional(),
});
export const botSendMessageResponseSchema = z.object({
  ok: z.literal(true),
  result: z.object({
    message_id: z.number().int(),
    chat: z.object({ id: z.union([z.string(), z.number()]) }),
    date: z.number().int(),
    text: z.string(),
  }),
});
/** The 429 answer of the bot (header Retry-After too). */
export const botRateLimitedSchema = z.object({
  ok: z.literal(false),
  error_code: z.literal(429),
  description: z.string(),
  parameters: z.object({ retry_after: z.number().int() }),
});

/** GET /geoip */
export const geoIpSchema = z.object({
  ip: z.string(),
  country_code: z.string(),
  city: z.string(),
  city_id: z.enum(['almaty', 'astana']),
  latitude: z.number(),
  longitude: z.number(),
});
