import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getWebEnv } from '../lib/env.server';
import { notFound } from '../lib/route-errors';
import { Badge, type BadgeTone } from '../ui/badge';
import { Button, type ButtonVariant } from '../ui/button';
import { Card } from '../ui/card';
import { CardBrandMarks } from '../ui/card-brand-marks';
import { ComboboxField } from '../ui/combobox-field';
import { InputField, NativeSelectField } from '../ui/form-field';
import { ModalActions, ModalDialog } from '../ui/modal-dialog';
import { Price } from '../ui/price';
import { SearchTabs } from '../ui/search-tabs';
import { SelectField } from '../ui/select-field';
import { Sheet } from '../ui/sheet';
import { Skeleton } from '../ui/skeleton';
import { Stepper } from '../ui/stepper';
import { Toast, type ToastTone } from '../ui/toast';
import styles from './ui-test.module.css';

/**
 * Every ui/ component in every state, for the eye and the visual tests (issue 12): a developer's page,
 * a plain 404 unless ENABLE_TEST_ROUTES is on, so its sample words are written here, not translated.
 * `?abierto=dialogo` or `?abierto=hoja` opens the dialog or the sheet from the first render.
 */
export function loader() {
  if (!getWebEnv().enableTestRoutes) throw notFound();
  return null;
}

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'accent', 'quiet'];
const BADGES: [BadgeTone, string][] = [
  ['neutral', 'Directo'],
  ['brand', 'Mejor opción'],
  ['accent', 'Más barato'],
  ['success', 'Equipaje incluido'],
  ['warning', 'Quedan 2 asientos'],
  ['danger', 'No reembolsable'],
];
const TOASTS: [ToastTone, string][] = [
  ['info', 'Guardamos tu búsqueda.'],
  ['success', 'Tu reserva está confirmada.'],
  ['warning', 'Te quedan 2 minutos para pagar.'],
  ['danger', 'No pudimos cobrar la tarjeta.'],
];
const CITIES = [
  { id: 'BOG', label: 'Bogotá (BOG)' },
  { id: 'MEX', label: 'Ciudad de México (MEX)' },
  { id: 'LIM', label: 'Lima (LIM)' },
  { id: 'SCL', label: 'Santiago de Chile (SCL)' },
];
const STEPS = ['Viajeros', 'Equipaje', 'Pago'];
const USD = (amount: string) => ({ amount, currency: 'USD' });

export default function UiTestPage() {
  const [params] = useSearchParams();
  const [dialogOpen, setDialogOpen] = useState(params.get('abierto') === 'dialogo');
  const [sheetOpen, setSheetOpen] = useState(params.get('abierto') === 'hoja');
  const [select, setSelect] = useState('economy');
  const [city, setCity] = useState<string | null>('LIM');
  const [toasts, setToasts] = useState(TOASTS);
  return (
    <div className={styles.page}>
      <title>Componentes de la interfaz</title>
      <meta name="robots" content="noindex" />
      <h1>Componentes de la interfaz</h1>

      <section aria-labelledby="ui-buttons">
        <h2 id="ui-buttons">Botón</h2>
        {VARIANTS.map((variant) => (
          <div key={variant} className={styles.row}>
            <Button variant={variant}>Buscar vuelos</Button>
            <Button variant={variant} size="small">
              Pequeño
            </Button>
            <Button variant={variant} disabled>
              Desactivado
            </Button>
            <Button variant={variant} busy>
              Buscando
            </Button>
          </div>
        ))}
        <Button variant="primary" block>
          Pagar (ancho completo)
        </Button>
      </section>

      <section aria-labelledby="ui-fields">
        <h2 id="ui-fields">Campo</h2>
        <div className={styles.grid}>
          <InputField label="Nombre" name="empty" autoComplete="given-name" />
          <InputField label="Apellido" name="filled" defaultValue="Pérez" autoComplete="family-name" />
          <InputField
            label="Correo electrónico"
            name="hint"
            type="email"
            hint="Te enviamos ahí la confirmación."
          />
          <InputField
            label="Teléfono"
            name="error"
            type="tel"
            defaultValue="301"
            error="Escribe el número completo, con el código de área."
          />
          <InputField label="Código de reserva" name="disabled" defaultValue="K7QX2M" disabled />
        </div>
      </section>

      <section aria-labelledby="ui-selects">
        <h2 id="ui-selects">Lista de opciones</h2>
        <div className={styles.grid}>
          <NativeSelectField
            label="País"
            name="country"
            placeholder="Elige un país"
            options={[
              { value: 'CO', label: 'Colombia' },
              { value: 'MX', label: 'México' },
            ]}
          />
          <NativeSelectField
            label="Género"
            name="gender"
            options={[{ value: '', label: 'Elige una opción' }]}
            error="Elige una opción."
          />
          <SelectField
            label="Clase"
            value={select}
            onChange={setSelect}
            options={[
              { id: 'economy', label: 'Económica' },
              { id: 'business', label: 'Ejecutiva' },
            ]}
          />
        </div>
      </section>

      <section aria-labelledby="ui-combobox">
        <h2 id="ui-combobox">Búsqueda con sugerencias</h2>
        <div className={styles.grid}>
          <ComboboxField
            label="Origen"
            options={CITIES}
            value={city}
            onChange={setCity}
            emptyLabel="Sin resultados"
          />
          <ComboboxField
            label="Destino"
            options={CITIES}
            value={null}
            onChange={() => {}}
            hint="Escribe una ciudad o un aeropuerto."
            error="Elige un destino de la lista."
            emptyLabel="Sin resultados"
          />
          <ComboboxField
            label="Escala"
            options={CITIES}
            value={null}
            onChange={() => {}}
            emptyLabel="Sin resultados"
            isDisabled
          />
        </div>
      </section>

      <section aria-labelledby="ui-dialogs">
        <h2 id="ui-dialogs">Diálogo y panel</h2>
        <div className={styles.row}>
          <Button onClick={() => setDialogOpen(true)}>Abrir diálogo</Button>
          <Button onClick={() => setSheetOpen(true)}>Abrir panel</Button>
        </div>
        <ModalDialog isOpen={dialogOpen} onOpenChange={setDialogOpen} title="El precio cambió" isDismissable>
          <p>La aerolínea actualizó la tarifa: ahora cuesta USD 412,30 por adulto.</p>
          <ModalActions>
            <Button variant="primary" onClick={() => setDialogOpen(false)}>
              Continuar con el nuevo precio
            </Button>
            <Button onClick={() => setDialogOpen(false)}>Volver a los resultados</Button>
          </ModalActions>
        </ModalDialog>
        <Sheet isOpen={sheetOpen} onOpenChange={setSheetOpen} title="Filtros" closeLabel="Cerrar">
          <p>Escalas, aerolíneas y horarios.</p>
          <Button variant="primary" block onClick={() => setSheetOpen(false)}>
            Ver 24 vuelos
          </Button>
        </Sheet>
      </section>

      <section aria-labelledby="ui-tabs">
        <h2 id="ui-tabs">Pestañas</h2>
        <SearchTabs
          label="Qué buscar"
          current="flights"
          tabs={[
            { id: 'flights', label: 'Vuelos', to: '/__ui' },
            { id: 'hotels', label: 'Hoteles', to: '/__ui?pestana=hoteles' },
          ]}
        />
      </section>

      <section aria-labelledby="ui-badges">
        <h2 id="ui-badges">Etiqueta</h2>
        <div className={styles.row}>
          {BADGES.map(([tone, text]) => (
            <Badge key={tone} tone={tone}>
              {text}
            </Badge>
          ))}
        </div>
      </section>

      <section aria-labelledby="ui-prices">
        <h2 id="ui-prices">Precio</h2>
        <div className={styles.row}>
          <Price value={USD('412.30')} />
          <Price value={USD('412.30')} lead="desde" />
          <Price value={USD('389.00')} was={USD('455.00')} wasLabel="Antes" lead="desde" />
          <Price
            value={USD('2660.10')}
            lead="Total"
            size="large"
            note="2 adultos, impuestos y cargos incluidos"
          />
        </div>
      </section>

      <section aria-labelledby="ui-steppers">
        <h2 id="ui-steppers">Pasos</h2>
        {STEPS.map((step, index) => (
          <Stepper
            key={step}
            label={`Pasos de la reserva (${step})`}
            steps={STEPS}
            current={index}
            doneLabel="completado"
          />
        ))}
      </section>

      <section aria-labelledby="ui-cards">
        <h2 id="ui-cards">Tarjeta</h2>
        <div className={styles.grid}>
          <Card>Plana</Card>
          <Card elevation="raised">Elevada</Card>
          <Card interactive>
            <a href="#ui-cards">Interactiva (con enlace)</a>
          </Card>
          <Card selected>Elegida</Card>
        </div>
        <CardBrandMarks label="Tarjetas aceptadas" />
      </section>

      <section aria-labelledby="ui-skeletons" aria-busy="true">
        <h2 id="ui-skeletons">Carga</h2>
        <Card>
          <div className={styles.row}>
            <Skeleton shape="circle" width="3rem" height="3rem" />
            <div className={styles.grow}>
              <Skeleton shape="text" width="60%" />
              <Skeleton shape="text" width="40%" />
            </div>
          </div>
          <Skeleton height="6rem" />
        </Card>
      </section>

      <section aria-labelledby="ui-toasts">
        <h2 id="ui-toasts">Aviso</h2>
        <div className={styles.stack}>
          {toasts.map(([tone, text]) => (
            <Toast
              key={tone}
              tone={tone}
              dismissLabel="Cerrar aviso"
              onDismiss={() => setToasts((shown) => shown.filter(([shownTone]) => shownTone !== tone))}
            >
              {text}
            </Toast>
          ))}
          <Toast tone="info">Un aviso sin botón para cerrar.</Toast>
        </div>
      </section>
    </div>
  );
}
