import { Injectable } from '@nestjs/common';

/**
 * The time the API key features go by: grace periods, rate-limit windows and usage days. One
 * injectable, so tests move it (`app.get(ApiKeyClock).now = () => later`) instead of waiting.
 */
@Injectable()
export class ApiKeyClock {
  now(): Date {
    return new Date();
  }
}
