export {
  ConfigError,
  configProblems,
  loadConfig,
  logLevels,
  serviceConfigSchema,
} from './service-config';
export type { Env, LogLevel, ServiceConfig } from './service-config';
export { base64Key32, internalToken, nodeEnv, nodeEnvs, wholeNumber } from './env-fields';
export type { NodeEnv } from './env-fields';
export { requiredInProduction, variablesRequiredInProduction } from './required-in-production';
