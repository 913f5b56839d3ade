import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nodeEnv } from './env-fields';
import { requiredInProduction, variablesRequiredInProduction } from './required-in-production';
import { configProblems } from './service-config';

const schema = z
  .object({
    NODE_ENV: nodeEnv(),
    MONGODB_URI: z.string({ error: 'is required' }),
    SMTP_URL: z.string().optional(),
    SIGNING_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  })
  .check(requiredInProduction({ SMTP_URL: 'emails go through it', SIGNING_KEY: 'a key' }));

const problems = (env: Record<string, string>) => configProblems(schema, env);

describe('requiredInProduction', () => {
  it('lets a local run leave the variables unset', () => {
    expect(problems({ MONGODB_URI: 'mongodb://db' })).toEqual([]);
    expect(problems({ MONGODB_URI: 'mongodb://db', NODE_ENV: 'test' })).toEqual([]);
  });

  it('names each one missing in production, with its reason', () => {
    expect(problems({ MONGODB_URI: 'mongodb://db', NODE_ENV: 'production' })).toEqual([
      'SMTP_URL: is required in production (emails go through it)',
      'SIGNING_KEY: is required in production (a key)',
    ]);
    expect(
      problems({ MONGODB_URI: 'mongodb://db', NODE_ENV: 'production', SMTP_URL: 'smtp://mail' }),
    ).toEqual(['SIGNING_KEY: is required in production (a key)']);
  });

  it('names them alongside the other bad variables in one error', () => {
    expect(
      problems({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail', SIGNING_KEY: 'short' }),
    ).toEqual(['MONGODB_URI: is required', 'SIGNING_KEY: must be at least 8 characters']);
  });
});

describe('variablesRequiredInProduction', () => {
  it('reads from the schema both what is always required and what production adds', () => {
    expect(variablesRequiredInProduction(schema)).toEqual([
      'MONGODB_URI',
      'SIGNING_KEY',
      'SMTP_URL',
    ]);
  });
});
