import { z } from 'zod';
import { AUTO_LOGIN_GAMES } from '../constants.js';
import { c, member, route } from '../route-kit.js';
import { AutoLoginResponse } from '../schemas.js';

const game = z.enum(AUTO_LOGIN_GAMES);
const codes = ['NO_GAME', 'SLOT_NO_ACCOUNT', 'WRONG_CREDENTIAL'] as const;

export const autoLoginContract = c.router({
  withUsername: route({
    method: 'GET',
    path: '/api/autoLogin/:game/:username',
    pathParams: z.object({ game, username: z.string().min(1) }),
    summary: 'A one-time link that opens the game signed in',
    ok: AutoLoginResponse,
    meta: member(...codes),
  }),
  withPassword: route({
    method: 'GET',
    path: '/api/autoLogin/:game/:username/:password',
    pathParams: z.object({ game, username: z.string().min(1), password: z.string().min(1) }),
    summary: 'A one-time link for games that need the password too',
    ok: AutoLoginResponse,
    meta: member(...codes),
  }),
});
