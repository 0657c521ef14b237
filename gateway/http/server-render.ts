import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';

// Server rendering: the web's own server entry (built by Vite into web/dist-server, never
// imported as source) renders each page; its GraphQL operations run in-process against this
// gateway's schema, through the same plugins, limits and cache as /graphql, with the visitor's
// cookies. The shape below is the contract with web/src/entry-server.tsx.

type Execute = (operation: {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; body: Readable };

type Render = (
  url: string,
  options: { execute: Execute; template: string; publicUrl: string },
) => Promise<RenderResult>;

export type ServerRenderOptions<Context extends object> = {
  webDist: string;
  serverDist: string;
  publicUrl: string;
  apollo: ApolloServer<Context>;
  contextFor: (req: Request, res: Response) => Context;
};

/** The HTML handler, or undefined when the server entry is not built (the shell is served then). */
export async function serverRender<Context extends object>(
  options: ServerRenderOptions<Context>,
): Promise<((req: Request, res: Response, next: NextFunction) => Promise<void>) | undefined> {
  const entry = join(options.serverDist, 'entry-server.js');
  const templatePath = join(options.webDist, 'index.html');
  if (!existsSync(entry) || !existsSync(templatePath)) return undefined;
  const { render } = (await import(pathToFileURL(entry).href)) as { render: Render };
  const template = readFileSync(templatePath, 'utf8');

  return async (req, res, next) => {
    const contextValue = options.contextFor(req, res);
    const execute: Execute = async ({ query, variables, operationName }) => {
      const response = await options.apollo.executeOperation(
        { query, variables, operationName },
        { contextValue },
      );
      if (response.body.kind !== 'single') throw new Error('incremental delivery is not used here');
      return response.body.singleResult;
    };
    try {
      // The path and query as the visitor asked, on the public origin (never the Host header).
      const url = new URL(req.originalUrl, options.publicUrl).href;
      const result = await render(url, { execute, template, publicUrl: options.publicUrl });
      if (result.kind === 'redirect') {
        res.redirect(result.status, result.location);
        return;
      }
      res.status(result.status).type('html').set('Cache-Control', 'no-cache');
      result.body.pipe(res);
    } catch (error) {
      next(error);
    }
  };
}
