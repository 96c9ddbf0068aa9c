import type { FastifyReply } from "fastify";

/**
 * Sends an answer whose JSON the database wrote (docs/decisions/044-peak-hour.md) as it is: a
 * string payload skips the route's serializer, and its response schema stays for the API docs.
 * A test of each such route checks that the text equals what the serializer would have written.
 */
export function sendJsonText(reply: FastifyReply, body: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(body);
}
