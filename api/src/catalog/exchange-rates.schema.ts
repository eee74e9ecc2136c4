import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type Currency } from '../../../shared/catalog/currencies';

export const EXCHANGE_RATES_MODEL = 'ExchangeRates';
/** The one table in use; admins edit it (and bump the catalogue version) later. */
export const CURRENT_EXCHANGE_RATES_ID = 'current';

/** Units of each currency per US dollar, and the day they were taken (shared/catalog/exchange-rates). */
@Schema({ collection: 'exchange_rates', timestamps: true, versionKey: false })
export class ExchangeRatesEntity {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  date!: string;

  @Prop({ type: Object, required: true })
  usdRates!: Record<Currency, number>;
}

export const ExchangeRatesSchema = SchemaFactory.createForClass(ExchangeRatesEntity);
