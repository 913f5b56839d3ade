/// <reference types="@rspack/core/module" />
declare module '*.css';
