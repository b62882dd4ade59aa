/**
 * Dictionary routes of /api/system/DictionaryData: all dictionaries with their items (ETag, 304; the
 * platform's clients also get the ones their pages name differently), and one dictionary by id or enCode
 * as a flat list, a tree, or value/label pairs. An unknown one is code 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CODE,
  dictionaryAllData,
  dictionaryEnumData,
  dictionaryItemsData,
  dictionaryParam,
  DICTIONARY_DATA_PATH,
} from '../../../contract';
import type { AppContext } from '../../context';
import { ApiError, ok, replies } from '../../http/envelope';
import { answeredNotModified, etagOf } from '../../http/etag';
import { isPlatformRead } from '../../http/platform-call';
import { allDictionaries, flatItems, itemsFor, withPlatformNames } from './dictionaries';
import { SystemRepository } from './repository';

const BASE = DICTIONARY_DATA_PATH;
const tags = ['system'];

export const dictionaryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = new SystemRepository(ctx.db);

  async function dictionary(idOrCode: string) {
    const type = await repo.dictionaryType(idOrCode);
    if (!type) throw new ApiError(CODE.NOT_FOUND, `数据字典不存在：${idOrCode}`);
    return { type, rows: await repo.dictionaryItems(type.id) };
  }

  app.get(`${BASE}/All`, {
    schema: { tags, response: replies(dictionaryAllData) },
    handler: async (request, reply) => {
      const platform = isPlatformRead(request);
      const version = await repo.dictionariesVersion();
      if (
        answeredNotModified(
          request,
          reply,
          etagOf(platform ? 'dictionaries-platform' : 'dictionaries', version),
        )
      )
        return reply;
      const [types, rows] = await Promise.all([repo.dictionaryTypes(), repo.dictionaryItems()]);
      const list = allDictionaries(types, rows);
      return ok({ list: platform ? withPlatformNames(list) : list });
    },
  });

  app.get(`${BASE}/:id/Data/SelByType`, {
    schema: { tags, params: dictionaryParam, response: replies(dictionaryItemsData) },
    handler: async (request) => ok({ list: flatItems((await dictionary(request.params.id)).rows) }),
  });

  app.get(`${BASE}/:id/Data/Selector`, {
    schema: { tags, params: dictionaryParam, response: replies(dictionaryItemsData) },
    handler: async (request) => {
      const { type, rows } = await dictionary(request.params.id);
      return ok({ list: itemsFor(type, rows) });
    },
  });

  app.get(`${BASE}/:id/Enum/Selector`, {
    schema: { tags, params: dictionaryParam, response: replies(dictionaryEnumData) },
    handler: async (request) => {
      const { rows } = await dictionary(request.params.id);
      return ok(rows.map(({ id, enCode, fullName }) => ({ id, enCode, fullName })));
    },
  });
};
