/** Fake Gatsby request/response objects for unit tests of server/ code that needs no network. */
import type { IncomingHttpHeaders } from "http";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";

export interface FakeRequestInit {
  method?: string;
  headers?: IncomingHttpHeaders;
  body?: unknown;
  url?: string;
  params?: Record<string, string>;
}

export function fakeRequest(init: FakeRequestInit = {}): GatsbyFunctionRequest {
  return {
    method: init.method ?? "GET",
    headers: init.headers ?? {},
    body: init.body ?? {},
    url: init.url ?? "/api/test",
    params: init.params ?? {},
    query: {},
    cookies: {},
  } as unknown as GatsbyFunctionRequest;
}

export interface FakeResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: unknown;
  ended: boolean;
  headersSent: boolean;
  status(code: number): FakeResponse;
  json(body: unknown): FakeResponse;
  send(body: unknown): FakeResponse;
  end(): FakeResponse;
  setHeader(name: string, value: string): FakeResponse;
  getHeader(name: string): string | undefined;
}

export function fakeResponse(): FakeResponse {
  const res: FakeResponse = {
    statusCode: 200,
    headers: {},
    body: undefined,
    ended: false,
    headersSent: false,
    status(code) {
      res.statusCode = code;
      return res;
    },
    json(body) {
      res.body = body;
      res.ended = res.headersSent = true;
      return res;
    },
    send(body) {
      return res.json(body);
    },
    end() {
      res.ended = res.headersSent = true;
      return res;
    },
    setHeader(name, value) {
      res.headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader(name) {
      return res.headers[name.toLowerCase()];
    },
  };
  return res;
}

export const asResponse = (r: FakeResponse) => r as unknown as GatsbyFunctionResponse;
