import { API_ROUTES } from '@chem/contract';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { registeredRoutes } from './lib/api-router.js';

describe('the API app', () => {
  it("serves exactly the contract's routes, so the web app never calls a path the server lacks", () => {
    createApp();
    expect([...registeredRoutes()].sort()).toEqual(Object.keys(API_ROUTES).sort());
  });
});
