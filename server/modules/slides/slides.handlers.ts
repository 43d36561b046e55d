import { slideMessages, type slideEndpoints } from '@/src/contracts/slides';
import { markSlideViewed, viewedSlideKeys } from '@/server/db/queries/slides';
import { invalidField } from '@/server/http/errors';
import type { AuthContext } from '@/server/http/context';
import type { Handlers } from '@/server/http/mount';
import { activeSlides } from './slide-rules';

const audienceOf = (auth: AuthContext) => ({
  role: auth.role,
  permissions: auth.permissions,
  isProfileFilled: auth.user.isProfileFilled,
  cryptoWalletChangedAt: auth.user.cryptoWalletChangedAt,
});

/** The news-slides overlay: which slides a user has still to see, and marking one viewed. */
export const slidesHandlers: Handlers<typeof slideEndpoints> = {
  async listSlides({ auth, c }) {
    const { db, now } = c.var.deps;
    const active = activeSlides(audienceOf(auth), now());
    const viewed = await viewedSlideKeys(
      db,
      auth.userId,
      active.map((s) => s.id),
    );
    return active.map((slide) => ({ ...slide, checked: viewed.has(slide.id) }));
  },

  async markSlideViewed({ body, auth, c }) {
    const { db, now } = c.var.deps;
    // Only what the rules show this user now: the table holds real viewings, not whatever a client sends.
    if (!activeSlides(audienceOf(auth), now()).some((s) => s.id === body.id))
      throw invalidField('id', slideMessages.notActive);
    await markSlideViewed(db, auth.userId, body.id, now());
    return { message: slideMessages.viewed };
  },
};
