import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PAGE_SIZE, messageResponse } from "../../lib/contracts/common";
import {
  markReadResponse,
  NOTIFICATION_MSG,
  notificationListResponse,
  notificationPreferencesResponse,
  notificationPreferencesUpdate,
  pushSubscriptionBody,
  pushUnsubscribeBody,
  unreadCountResponse,
} from "../../lib/contracts/notifications";
import { answer, errorResponses, idParams, pageQuery, paginate, secured, signedIn, uuidOr404 } from "../http/route-kit";
import { listNotifications, markAllRead, markRead, unreadCount } from "./inbox";
import { preferencesOf, savePreferences } from "./preferences";
import { subscribe, unsubscribe } from "./push-subscriptions";

/** The signed-in customer's notifications, their preferences and push subscriptions, under /api. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const doc = (summary: string) => secured("notifications", summary);

  app.get(
    "/notifications",
    {
      ...signedIn,
      schema: {
        ...doc("The customer's notifications"),
        description:
          "The notifications shown in the app (those whose in-app switch was on when they happened), newest first, paginated, with the unread count.",
        querystring: z.object(pageQuery(PAGE_SIZE)),
        response: { 200: notificationListResponse, ...errorResponses(401, 422) },
      },
    },
    async (req) => {
      const userId = req.auth!.userId;
      const [{ items, total }, unread] = await Promise.all([
        listNotifications(ctx, userId, req.query),
        unreadCount(ctx, userId),
      ]);
      return answer(notificationListResponse, {
        data: items,
        unread,
        pagination: paginate("/api/notifications", req.query, total),
      });
    },
  );

  app.get(
    "/notifications/unread-count",
    {
      ...signedIn,
      schema: {
        ...doc("How many notifications are unread"),
        description: "The bell's number.",
        response: { 200: unreadCountResponse, ...errorResponses(401) },
      },
    },
    async (req) => answer(unreadCountResponse, { unread: await unreadCount(ctx, req.auth!.userId) }),
  );

  app.post(
    "/notifications/:id/read",
    {
      ...signedIn,
      schema: {
        ...doc("Mark a notification read"),
        description:
          "Marking one already read changes nothing. 404 for an unknown id or another customer's notification.",
        params: idParams,
        response: { 200: markReadResponse, ...errorResponses(401, 404) },
      },
    },
    async (req) => {
      const userId = req.auth!.userId;
      await markRead(ctx, userId, uuidOr404(req.params.id, "Notification"));
      return answer(markReadResponse, { message: NOTIFICATION_MSG.markedRead, unread: await unreadCount(ctx, userId) });
    },
  );

  app.post(
    "/notifications/read-all",
    {
      ...signedIn,
      schema: {
        ...doc("Mark every notification read"),
        response: { 200: markReadResponse, ...errorResponses(401) },
      },
    },
    async (req) => {
      await markAllRead(ctx, req.auth!.userId);
      return answer(markReadResponse, { message: NOTIFICATION_MSG.allMarkedRead, unread: 0 });
    },
  );

  app.get(
    "/notifications/preferences",
    {
      ...signedIn,
      schema: {
        ...doc("Notification preferences"),
        description:
          "Every event type with its email, in-app and push switches (on unless turned off), the low-balance threshold (naira, null when off) and the web-push key and subscription count. Security events are locked on.",
        response: { 200: notificationPreferencesResponse, ...errorResponses(401) },
      },
    },
    async (req) => answer(notificationPreferencesResponse, await preferencesOf(ctx, req.auth!.userId)),
  );

  app.put(
    "/notifications/preferences",
    {
      ...signedIn,
      schema: {
        ...doc("Save notification preferences"),
        description:
          "Switches per type and channel (only those given change) and the low-balance threshold in naira (₦1 to ₦10,000,000, 2 decimals; null turns it off). A debit that takes the balance from at least the threshold to under it notifies. Turning off any channel of a security event (pin_locked, new_device_sign_in) is refused with 422 and nothing is saved.",
        body: notificationPreferencesUpdate,
        response: { 200: notificationPreferencesResponse, ...errorResponses(401, 422) },
      },
    },
    async (req) => {
      await savePreferences(ctx, req.auth!.userId, req.body);
      return answer(notificationPreferencesResponse, await preferencesOf(ctx, req.auth!.userId));
    },
  );

  app.post(
    "/notifications/push-subscriptions",
    {
      ...signedIn,
      schema: {
        ...doc("Turn on push for this device"),
        description:
          "Stores the browser's PushSubscription (its toJSON(): endpoint and keys). The endpoint must be https (in sandbox mode http on a loopback address is allowed too, for the tests' local push service). 409 when push is off on this server.",
        body: pushSubscriptionBody,
        response: { 201: messageResponse, ...errorResponses(401, 409, 422) },
      },
    },
    async (req, reply) => {
      await subscribe(ctx, req.auth!.userId, req.body);
      reply.code(201);
      return answer(messageResponse, { message: NOTIFICATION_MSG.subscribed });
    },
  );

  app.post(
    "/notifications/push-subscriptions/remove",
    {
      ...signedIn,
      schema: {
        ...doc("Turn off push for this device"),
        description: "Forgets the customer's subscription with this endpoint; an unknown one changes nothing.",
        body: pushUnsubscribeBody,
        response: { 200: messageResponse, ...errorResponses(401, 422) },
      },
    },
    async (req) => {
      await unsubscribe(ctx, req.auth!.userId, req.body.endpoint);
      return answer(messageResponse, { message: NOTIFICATION_MSG.unsubscribed });
    },
  );
};
