import { pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { id } from './columns';

export const spaceTypes = pgTable('space_types', {
  id: id(),
  name: text('name').notNull().unique(),
});

export const warehouseTypes = pgTable('warehouse_types', {
  id: id(),
  name: text('name').notNull().unique(),
});

export const featureType = pgEnum('feature_type', ['accessibility', 'equipment', 'custom']);

export const features = pgTable('features', {
  id: id(),
  name: text('name').notNull().unique(),
  type: featureType('type').notNull(),
  icon: text('icon'),
});

export const services = pgTable('services', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description'),
  icon: text('icon'),
});
